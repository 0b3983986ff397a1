/**
 * Reader of Text-Fabric feature files (https://annotation.github.io/text-fabric/tf/about/fileformats.html):
 * `@` metadata lines, a blank line, then one line per node: `node\tvalue`, `from-to\tvalue`, or just
 * `value` for the node after the previous one. An empty line is an empty value: no value.
 */
export function readNodeFeature(text: string): Map<number, string> {
  const values = new Map<number, string>();
  forEachDataLine(text, (from, to, value) => {
    if (value !== '') for (let node = from; node <= to; node++) values.set(node, unescape(value));
  });
  return values;
}

/** An edge feature without values (oslots): each node's list of target nodes, ranges expanded. */
export function readEdgeFeature(text: string): Map<number, number[]> {
  const edges = new Map<number, number[]>();
  forEachDataLine(text, (from, to, value) => {
    const targets = value.split(',').flatMap((part) => {
      const [from, to] = part.split('-').map(Number);
      return Array.from({ length: (to ?? from!) - from! + 1 }, (_, i) => from! + i);
    });
    for (let node = from; node <= to; node++) edges.set(node, targets);
  });
  return edges;
}

/** The header's `@key=value` lines. */
export function readMetadata(text: string): Record<string, string> {
  const meta: Record<string, string> = {};
  for (const line of text.split('\n')) {
    if (!line.startsWith('@')) break;
    const at = line.indexOf('=');
    if (at > 0) meta[line.slice(1, at)] = line.slice(at + 1);
  }
  return meta;
}

function forEachDataLine(text: string, use: (from: number, to: number, value: string) => void): void {
  const start = text.indexOf('\n\n');
  if (start < 0) throw new Error('Text-Fabric feature: no blank line after the metadata');
  let previous = 0;
  let at = start + 2;
  while (at < text.length) {
    let end = text.indexOf('\n', at);
    if (end < 0) end = text.length;
    const line = text.slice(at, end);
    at = end + 1;
    const tab = line.indexOf('\t');
    let from = previous + 1;
    let to = from;
    if (tab > 0) {
      const dash = line.indexOf('-');
      if (dash > 0 && dash < tab) {
        from = Number(line.slice(0, dash));
        to = Number(line.slice(dash + 1, tab));
      } else from = to = Number(line.slice(0, tab));
    }
    if (!Number.isInteger(from) || !Number.isInteger(to) || from <= previous || to < from) throw new Error(`Text-Fabric feature: bad node after ${previous}`);
    use(from, to, tab < 0 ? line : line.slice(tab + 1));
    previous = to;
  }
}

function unescape(value: string): string {
  return value.includes('\\') ? value.replace(/\\([tn\\])/g, (_, c: string) => (c === 't' ? '\t' : c === 'n' ? '\n' : '\\')) : value;
}
