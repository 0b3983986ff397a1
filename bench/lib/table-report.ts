/**
 * The end of a bench that measures a table of cases: the table in Markdown, as bench/README.md quotes
 * it, then exit code 1 when a case missed its target, so that a script running the bench sees it.
 */
export function reportTable(report: { title: string; columns: readonly string[]; rows: readonly string[]; missed: string | undefined }): void {
  console.log(`\n${report.title}:\n`);
  console.log(`| ${report.columns.join(' | ')} |`);
  console.log(`|${report.columns.map(() => '---').join('|')}|`);
  for (const row of report.rows) console.log(row);
  if (report.missed !== undefined) {
    console.log(`\nMISSED: ${report.missed}`);
    process.exit(1);
  }
}
