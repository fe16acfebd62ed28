import type { MessageItem } from '../../contract/inspector-api.js';
import { formatDateTime, plural, truncate } from '../format.js';
import { markPositions } from './mark-positions.js';

const WIDTH = 720;
const LABEL_WIDTH = 130;
const RIGHT_PAD = 16;
const LANE_HEIGHT = 34;
const TOP_PAD = 8;
const AXIS_HEIGHT = 34;
const MARK_RADIUS = 5;
const TITLE_LENGTH = 80;

/** Message times as numbers, or null when any is missing or unreadable (then marks go by order). */
function readTimes(messages: readonly MessageItem[]): number[] | null {
  const times: number[] = [];
  for (const message of messages) {
    const time = message.createdAt === null ? Number.NaN : Date.parse(message.createdAt);
    if (Number.isNaN(time)) return null;
    times.push(time);
  }
  return times;
}

/**
 * One lane per peer, one mark per message, placed by time between the first and the last message
 * loaded and spread so each stays visible and hoverable (its title: peer, time, the start of the
 * text); messages all at one instant (or undated) are spaced by their order instead.
 */
export function SessionTimeline({ messages, peerIds }: { readonly messages: readonly MessageItem[]; readonly peerIds: readonly string[] }) {
  const oldestFirst = [...messages].reverse();
  const lanes = [...new Set([...peerIds, ...oldestFirst.map((message) => message.peerId)])];
  const laneOf = new Map(lanes.map((id, index) => [id, index]));
  const times = readTimes(oldestFirst);
  const first = times === null ? 0 : Math.min(...times);
  const last = times === null ? 0 : Math.max(...times);
  const byTime = times !== null && last > first;
  const plotWidth = WIDTH - LABEL_WIDTH - RIGHT_PAD;
  const height = TOP_PAD + lanes.length * LANE_HEIGHT + AXIS_HEIGHT;
  const axisY = TOP_PAD + lanes.length * LANE_HEIGHT;

  const xs = markPositions(
    oldestFirst.map((_, index) => (byTime && times !== null ? (((times[index] ?? first) - first) / (last - first)) * plotWidth : oldestFirst.length === 1 ? plotWidth / 2 : (index / (oldestFirst.length - 1)) * plotWidth)),
    plotWidth,
    MARK_RADIUS * 2 + 2,
  ).map((x) => LABEL_WIDTH + x);

  const firstMessage = oldestFirst[0];
  const lastMessage = oldestFirst[oldestFirst.length - 1];

  return (
    <div class="picture-wrap" role="region" aria-label="Timeline picture" tabIndex={0}>
      <svg
        class="timeline"
        data-testid="session-timeline"
        role="img"
        aria-label={`Timeline of ${plural(messages.length, 'message')} by ${plural(lanes.length, 'peer')}`}
        viewBox={`0 0 ${WIDTH} ${height}`}
        width={WIDTH}
        height={height}
      >
        {lanes.map((peerId, lane) => {
          const y = TOP_PAD + lane * LANE_HEIGHT + LANE_HEIGHT / 2;
          return (
            <g key={peerId} class="lane">
              <line class="lane-line" x1={LABEL_WIDTH} x2={WIDTH - RIGHT_PAD} y1={y} y2={y} />
              <text class="lane-label" x={LABEL_WIDTH - 10} y={y} text-anchor="end" dominant-baseline="middle">
                <title>{peerId}</title>
                {truncate(peerId, 16)}
              </text>
            </g>
          );
        })}
        {oldestFirst.map((message, index) => {
          const lane = laneOf.get(message.peerId) ?? 0;
          return (
            <circle
              key={message.id}
              class={`mark lane-${lane % 4}`}
              cx={xs[index]}
              cy={TOP_PAD + lane * LANE_HEIGHT + LANE_HEIGHT / 2}
              r={MARK_RADIUS}
            >
              <title>{`${message.peerId} · ${formatDateTime(message.createdAt)} · ${truncate(message.content, TITLE_LENGTH)}`}</title>
            </circle>
          );
        })}
        <line class="axis" x1={LABEL_WIDTH} x2={WIDTH - RIGHT_PAD} y1={axisY + 4} y2={axisY + 4} />
        {firstMessage === undefined || lastMessage === undefined ? null : (
          <>
            <text class="axis-label" x={LABEL_WIDTH} y={axisY + 22} text-anchor="start">
              {byTime ? formatDateTime(firstMessage.createdAt) : 'first'}
            </text>
            <text class="axis-label" x={WIDTH - RIGHT_PAD} y={axisY + 22} text-anchor="end">
              {byTime ? formatDateTime(lastMessage.createdAt) : 'last'}
            </text>
          </>
        )}
      </svg>
    </div>
  );
}
