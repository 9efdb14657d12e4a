/**
 * `node scripts/heap-summary.ts file.heapsnapshot [top]`: what holds a V8 heap snapshot's memory.
 * Prints the heap by node type and, grouped by constructor (or node type and name for strings,
 * code, arrays), the self size and the retained size of the largest retainers: the objects that
 * alone keep the most memory alive (immediate dominators, Cooper-Harvey-Kennedy). Snapshots come
 * from the shop started with `--heapsnapshot-signal=SIGUSR2` (`LOAD_HEAP_SNAPSHOTS` in
 * `npm run test:load`, decision 0040).
 */
import { readFileSync } from 'node:fs';

type Snapshot = {
  snapshot: { meta: { node_fields: string[]; node_types: [string[], ...unknown[]]; edge_fields: string[]; edge_types: [string[], ...unknown[]] }; node_count: number };
  nodes: number[];
  edges: number[];
  strings: string[];
};

export type HeapGroup = { name: string; count: number; selfBytes: number; retainedBytes: number };
export type HeapSummary = { totalBytes: number; byType: Map<string, number>; groups: HeapGroup[]; retainers: HeapGroup[] };

export function summarizeHeap(data: Snapshot, top = 25): HeapSummary {
  const { meta } = data.snapshot;
  const nodeFields = meta.node_fields.length;
  const typeOffset = meta.node_fields.indexOf('type');
  const nameOffset = meta.node_fields.indexOf('name');
  const sizeOffset = meta.node_fields.indexOf('self_size');
  const edgeCountOffset = meta.node_fields.indexOf('edge_count');
  const edgeFields = meta.edge_fields.length;
  const edgeTypeOffset = meta.edge_fields.indexOf('type');
  const edgeToOffset = meta.edge_fields.indexOf('to_node');
  const nodeTypes = meta.node_types[0];
  const edgeTypes = meta.edge_types[0];
  const weakEdge = edgeTypes.indexOf('weak');
  const count = data.nodes.length / nodeFields;

  const selfSize = new Float64Array(count);
  const firstEdge = new Uint32Array(count + 1);
  for (let node = 0, edge = 0; node < count; node++) {
    firstEdge[node] = edge;
    edge += data.nodes[node * nodeFields + edgeCountOffset]! * edgeFields;
    selfSize[node] = data.nodes[node * nodeFields + sizeOffset]!;
  }
  firstEdge[count] = data.edges.length;
  const successors = (node: number, visit: (to: number) => void) => {
    for (let edge = firstEdge[node]!; edge < firstEdge[node + 1]!; edge += edgeFields) {
      if (data.edges[edge + edgeTypeOffset] === weakEdge) continue;
      visit(data.edges[edge + edgeToOffset]! / nodeFields);
    }
  };

  // Reverse postorder from the root (node 0), iteratively.
  const order = new Int32Array(count).fill(-1);
  const postorder: number[] = [];
  const stack: Array<[number, number]> = [[0, firstEdge[0]!]];
  order[0] = -2;
  while (stack.length > 0) {
    const frame = stack[stack.length - 1]!;
    const [node, edge] = frame;
    if (edge < firstEdge[node + 1]!) {
      frame[1] = edge + edgeFields;
      if (data.edges[edge + edgeTypeOffset] === weakEdge) continue;
      const to = data.edges[edge + edgeToOffset]! / nodeFields;
      if (order[to] === -1) {
        order[to] = -2;
        stack.push([to, firstEdge[to]!]);
      }
    } else {
      order[node] = postorder.length;
      postorder.push(node);
      stack.pop();
    }
  }
  const predecessors: number[][] = Array.from({ length: count }, () => []);
  for (const node of postorder) successors(node, (to) => predecessors[to]!.push(node));

  const dominator = new Int32Array(count).fill(-1);
  dominator[0] = 0;
  const intersect = (left: number, right: number) => {
    while (left !== right) {
      while (order[left]! < order[right]!) left = dominator[left]!;
      while (order[right]! < order[left]!) right = dominator[right]!;
    }
    return left;
  };
  for (let changed = true; changed; ) {
    changed = false;
    for (let index = postorder.length - 2; index >= 0; index--) {
      const node = postorder[index]!;
      let candidate = -1;
      for (const from of predecessors[node]!) {
        if (dominator[from] === -1) continue;
        candidate = candidate === -1 ? from : intersect(from, candidate);
      }
      if (candidate !== -1 && dominator[node] !== candidate) {
        dominator[node] = candidate;
        changed = true;
      }
    }
  }
  // Retained size: each node's own plus what it dominates (children before parents in postorder).
  const retained = Float64Array.from(selfSize);
  for (const node of postorder) if (node !== 0 && dominator[node]! >= 0) retained[dominator[node]!] = retained[dominator[node]!]! + retained[node]!;

  const label = (node: number) => {
    const type = nodeTypes[data.nodes[node * nodeFields + typeOffset]!]!;
    const name = data.strings[data.nodes[node * nodeFields + nameOffset]!]!;
    return type === 'object' || type === 'native' ? name : `(${type})${type === 'string' || type === 'concatenated string' || type === 'sliced string' ? '' : ` ${name.slice(0, 40)}`}`;
  };
  const byType = new Map<string, number>();
  const groups = new Map<string, HeapGroup>();
  let totalBytes = 0;
  for (let node = 0; node < count; node++) {
    if (order[node] === -1) continue;
    const type = nodeTypes[data.nodes[node * nodeFields + typeOffset]!]!;
    byType.set(type, (byType.get(type) ?? 0) + selfSize[node]!);
    totalBytes += selfSize[node]!;
    const name = label(node);
    const group = groups.get(name) ?? { name, count: 0, selfBytes: 0, retainedBytes: 0 };
    group.count++;
    group.selfBytes += selfSize[node]!;
    groups.set(name, group);
  }
  // Retainers: objects whose dominator is a GC root or the synthetic root's direct children, i.e.
  // the largest dominator subtrees below the roots, grouped by what they are.
  const retainerGroups = new Map<string, HeapGroup>();
  const rootish = new Set<number>([0]);
  successors(0, (to) => rootish.add(to));
  for (let node = 0; node < count; node++) {
    if (order[node] === -1 || rootish.has(node)) continue;
    const parent = dominator[node]!;
    if (!rootish.has(parent) && !nodeTypes[data.nodes[parent * nodeFields + typeOffset]!]!.startsWith('synthetic')) continue;
    const name = label(node);
    const group = retainerGroups.get(name) ?? { name, count: 0, selfBytes: 0, retainedBytes: 0 };
    group.count++;
    group.selfBytes += selfSize[node]!;
    group.retainedBytes += retained[node]!;
    retainerGroups.set(name, group);
  }
  // Within the heap, the biggest single subtrees below any node: what one Map or cache holds.
  const largest = [...postorder]
    .filter((node) => node !== 0 && !rootish.has(node))
    .sort((left, right) => retained[right]! - retained[left]!)
    .slice(0, top * 4);
  for (const node of largest) {
    const name = `  single ${label(node)} @${node}`;
    retainerGroups.set(name, { name, count: 1, selfBytes: selfSize[node]!, retainedBytes: retained[node]! });
  }
  return {
    totalBytes,
    byType,
    groups: [...groups.values()].sort((left, right) => right.selfBytes - left.selfBytes).slice(0, top),
    retainers: [...retainerGroups.values()].sort((left, right) => right.retainedBytes - left.retainedBytes).slice(0, top * 2),
  };
}

const mib = (bytes: number) => (bytes / 1024 / 1024).toFixed(1).padStart(7);

if (import.meta.main) {
  const [file, topText] = process.argv.slice(2);
  if (!file) {
    console.error('usage: node scripts/heap-summary.ts file.heapsnapshot [top]');
    process.exit(1);
  }
  const summary = summarizeHeap(JSON.parse(readFileSync(file, 'utf8')) as Snapshot, Number(topText ?? 25));
  console.log(`${file}: ${mib(summary.totalBytes)} MiB reachable`);
  console.log('\nby node type (MiB):');
  for (const [type, bytes] of [...summary.byType].sort((left, right) => right[1] - left[1])) console.log(`${mib(bytes)}  ${type}`);
  console.log('\nby constructor, self size (MiB, count):');
  for (const group of summary.groups) console.log(`${mib(group.selfBytes)}  ${String(group.count).padStart(8)}  ${group.name}`);
  console.log('\nretainers: retained size (MiB), self, count');
  for (const group of summary.retainers) console.log(`${mib(group.retainedBytes)}  ${mib(group.selfBytes)}  ${String(group.count).padStart(6)}  ${group.name}`);
}
