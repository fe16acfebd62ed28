import type { ObservationGraph } from '../../contract/inspector-api.js';
import { plural, truncate } from '../format.js';

/** Wider than tall: labels sit left and right of the ring and need room for long ids. */
const WIDTH = 760;
const HEIGHT = 600;
const CENTRE_X = WIDTH / 2;
const CENTRE_Y = HEIGHT / 2;
const RING_RADIUS = 175;
const NODE_RADIUS = 24;
const LABEL_GAP = 42;
/** Labels move past a self-loop so the loop does not cross them. */
const LABEL_GAP_WITH_LOOP = 72;
const ARROW_SIZE = 14;
/** How far an edge bows sideways, so A→B and B→A are two visible arcs, not one line. */
const BOW = 26;
const MIN_STROKE = 1.5;
/** Kept below the arrow size so the thickest edge still shows its arrow head. */
const MAX_EXTRA_STROKE = 5;

interface Point {
  readonly x: number;
  readonly y: number;
}

function placeOnRing(index: number, count: number): Point {
  if (count === 1) return { x: CENTRE_X, y: CENTRE_Y };
  const angle = -Math.PI / 2 + (2 * Math.PI * index) / count;
  return { x: CENTRE_X + RING_RADIUS * Math.cos(angle), y: CENTRE_Y + RING_RADIUS * Math.sin(angle) };
}

/** Unit vector from the ring's centre through `point`, for labels and self-loops to point outwards. */
function outwards(point: Point): Point {
  const dx = point.x - CENTRE_X;
  const dy = point.y - CENTRE_Y;
  const length = Math.hypot(dx, dy);
  return length === 0 ? { x: 0, y: -1 } : { x: dx / length, y: dy / length };
}

function edgePath(from: Point, to: Point): string {
  const dx = to.x - from.x;
  const dy = to.y - from.y;
  const length = Math.hypot(dx, dy) || 1;
  const ux = dx / length;
  const uy = dy / length;
  // The normal is to the right of travel, so the reverse edge bows the other way.
  const control = { x: (from.x + to.x) / 2 - uy * BOW, y: (from.y + to.y) / 2 + ux * BOW };
  const startDir = { x: control.x - from.x, y: control.y - from.y };
  const endDir = { x: to.x - control.x, y: to.y - control.y };
  const startLength = Math.hypot(startDir.x, startDir.y) || 1;
  const endLength = Math.hypot(endDir.x, endDir.y) || 1;
  const start = { x: from.x + (startDir.x / startLength) * NODE_RADIUS, y: from.y + (startDir.y / startLength) * NODE_RADIUS };
  const end = { x: to.x - (endDir.x / endLength) * (NODE_RADIUS + 2), y: to.y - (endDir.y / endLength) * (NODE_RADIUS + 2) };
  return `M ${start.x.toFixed(1)} ${start.y.toFixed(1)} Q ${control.x.toFixed(1)} ${control.y.toFixed(1)} ${end.x.toFixed(1)} ${end.y.toFixed(1)}`;
}

/** A loop just outside the node, for a peer's conclusions about itself. */
function selfLoopPath(node: Point): string {
  const out = outwards(node);
  const side = { x: -out.y, y: out.x };
  const base = { x: node.x + out.x * NODE_RADIUS, y: node.y + out.y * NODE_RADIUS };
  const start = { x: base.x + side.x * 10, y: base.y + side.y * 10 };
  const end = { x: base.x - side.x * 10 + out.x * 2, y: base.y - side.y * 10 + out.y * 2 };
  const c1 = { x: start.x + out.x * 44 + side.x * 22, y: start.y + out.y * 44 + side.y * 22 };
  const c2 = { x: end.x + out.x * 44 - side.x * 22, y: end.y + out.y * 44 - side.y * 22 };
  return `M ${start.x.toFixed(1)} ${start.y.toFixed(1)} C ${c1.x.toFixed(1)} ${c1.y.toFixed(1)} ${c2.x.toFixed(1)} ${c2.y.toFixed(1)} ${end.x.toFixed(1)} ${end.y.toFixed(1)}`;
}

/** Who observes whom: peers on a circle, arrows from observer to observed, thicker for more conclusions. */
export function ObserverGraph({ graph }: { readonly graph: ObservationGraph }) {
  // Edges may name peers the node list lacks (e.g. a truncated graph); draw them all.
  const nodeIds = [...new Set([...graph.nodes.map((node) => node.id), ...graph.edges.flatMap((edge) => [edge.observer, edge.observed])])];
  const counts = new Map(graph.nodes.map((node) => [node.id, node.conclusions]));
  const positions = new Map(nodeIds.map((id, index) => [id, placeOnRing(index, nodeIds.length)]));
  const heaviest = Math.max(1, ...graph.edges.map((edge) => edge.conclusions));
  const strokeOf = (count: number): number => MIN_STROKE + (count / heaviest) * MAX_EXTRA_STROKE;
  const edgeCount = graph.edges.filter((edge) => edge.observer !== edge.observed).length;
  const hasSelfLoop = new Set(graph.edges.filter((edge) => edge.observer === edge.observed).map((edge) => edge.observer));

  return (
    <div class="picture-wrap" role="region" aria-label="Observation graph picture" tabIndex={0}>
      <svg
        class="observer-graph"
        role="img"
        aria-label={`Who observes whom: ${plural(nodeIds.length, 'peer')}, ${plural(edgeCount, 'observation link')}; the table below lists them`}
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        width={WIDTH}
        height={HEIGHT}
      >
        <defs>
          <marker id="graph-arrow" viewBox="0 0 10 10" refX="9" refY="5" markerWidth={ARROW_SIZE} markerHeight={ARROW_SIZE} markerUnits="userSpaceOnUse" orient="auto-start-reverse">
            <path class="arrow-head" d="M 0 0 L 10 5 L 0 10 z" />
          </marker>
        </defs>
        {graph.edges.map((edge) => {
          const from = positions.get(edge.observer);
          const to = positions.get(edge.observed);
          if (from === undefined || to === undefined) return null;
          const self = edge.observer === edge.observed;
          return (
            <path
              key={`${edge.observer}\u0000${edge.observed}`}
              class={self ? 'edge self' : 'edge'}
              d={self ? selfLoopPath(from) : edgePath(from, to)}
              stroke-width={strokeOf(edge.conclusions)}
              marker-end="url(#graph-arrow)"
            >
              <title>
                {self
                  ? `${edge.observer} about itself: ${plural(edge.conclusions, 'conclusion')}`
                  : `${edge.observer} → ${edge.observed}: ${plural(edge.conclusions, 'conclusion')}`}
              </title>
            </path>
          );
        })}
        {nodeIds.map((id) => {
          const at = positions.get(id);
          if (at === undefined) return null;
          const out = outwards(at);
          const gap = hasSelfLoop.has(id) ? LABEL_GAP_WITH_LOOP : LABEL_GAP;
          const label = { x: at.x + out.x * gap, y: at.y + out.y * gap };
          const anchor = Math.abs(out.x) < 0.3 ? 'middle' : out.x > 0 ? 'start' : 'end';
          const count = counts.get(id);
          return (
            <g key={id} class="node">
              <title>{count === undefined ? id : `${id}: ${plural(count, 'conclusion')}`}</title>
              <circle cx={at.x} cy={at.y} r={NODE_RADIUS} />
              {count === undefined ? null : (
                <text class="node-count" x={at.x} y={at.y} text-anchor="middle" dominant-baseline="central">
                  {count}
                </text>
              )}
              <text
                class="node-label"
                x={nodeIds.length === 1 ? at.x : label.x}
                y={nodeIds.length === 1 ? at.y + gap : label.y}
                text-anchor={nodeIds.length === 1 ? 'middle' : anchor}
                dominant-baseline="central"
              >
                {truncate(id, 18)}
              </text>
            </g>
          );
        })}
      </svg>
    </div>
  );
}
