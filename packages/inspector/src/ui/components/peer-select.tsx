/**
 * A choice of one of a workspace's peers, or of none (the empty value), which each view names
 * for what "none" means there: any peer, Honcho's global view, the first member, no target.
 */
export function PeerSelect({
  id,
  value,
  onChange,
  noneLabel,
  peerIds,
}: {
  readonly id: string;
  readonly value: string;
  readonly onChange: (peerId: string) => void;
  readonly noneLabel: string;
  readonly peerIds: readonly string[];
}) {
  return (
    <select id={id} value={value} onChange={(event) => onChange(event.currentTarget.value)}>
      <option value="">{noneLabel}</option>
      {peerIds.map((peerId) => (
        <option key={peerId} value={peerId}>
          {peerId}
        </option>
      ))}
    </select>
  );
}
