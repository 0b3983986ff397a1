/**
 * Reader of Text-Fabric feature files (https://annotation.github.io/text-fabric/tf/about/fileformats.html):
 * `@` metadata lines, a blank line, then one line per node: `node\tvalue`, `from-to\tvalue`, or just
 * `value` for the node after the previous one. An empty line is an empty value: no value.
 */
export function readNodeFeature(text: string): Map<number, string> {
  const values = new Map<number, string>();
  forEachDataLine(text, (nodes, value) => {
    if (value !== '') for (const node of nodes) values.set(node, unescape(value));
  });
  return values;
}

/** An edge feature without values (oslots): each node's list of target nodes, ranges expanded. */
export function readEdgeFeature(text: string): Map<number, number[]> {
  const edges = new Map<number, number[]>();
  forEachDataLine(text, (nodes, value) => {
    const targets = value.split(',').flatMap((part) => {
      const [from, to] = part.split('-').map(Number);
      return Array.from({ length: (to ?? from!) - from! + 1 }, (_, i) => from! + i);
    });
    for (const node of nodes) edges.set(node, targets);
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

function forEachDataLine(text: string, use: (nodes: number[], value: string) => void): void {
  const lines = text.split('\n');
  let at = lines.findIndex((line) => line === '');
  if (at < 0) throw new Error('Text-Fabric feature: no blank line after the metadata');
  if (lines.at(-1) === '') lines.pop();
  let previous = 0;
  for (at += 1; at < lines.length; at++) {
    const line = lines[at]!;
    const tab = line.indexOf('\t');
    const head = tab < 0 ? '' : line.slice(0, tab);
    const value = tab < 0 ? line : line.slice(tab + 1);
    let nodes: number[];
    if (head === '') nodes = [previous + 1];
    else if (head.includes('-')) {
      const [from, to] = head.split('-').map(Number);
      nodes = Array.from({ length: to! - from! + 1 }, (_, i) => from! + i);
    } else nodes = [Number(head)];
    if (nodes.some((node) => !Number.isInteger(node) || node <= previous)) throw new Error(`Text-Fabric feature: bad node at line ${at + 1}`);
    use(nodes, value);
    previous = nodes.at(-1)!;
  }
}

function unescape(value: string): string {
  return value.includes('\\') ? value.replace(/\\([tn\\])/g, (_, c: string) => (c === 't' ? '\t' : c === 'n' ? '\n' : '\\')) : value;
}
