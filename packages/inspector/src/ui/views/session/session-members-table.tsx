import type { SessionMember } from '../../../contract/inspector-api.js';
import { EmptyState } from '../../components/status.js';
import { TableWrap } from '../../components/table-wrap.js';
import { links } from '../../router.js';

function describeSetting(value: boolean | null): string {
  if (value === null) return 'default';
  return value ? 'yes' : 'no';
}

export function SessionMembersTable({ workspaceId, members }: { readonly workspaceId: string; readonly members: readonly SessionMember[] }) {
  return (
    <section aria-labelledby="session-members-heading">
      <h2 id="session-members-heading">Members</h2>
      {members.length === 0 ? (
        <EmptyState>No members yet</EmptyState>
      ) : (
        <TableWrap label="Members">
          <table>
            <thead>
              <tr>
                <th scope="col">Peer</th>
                <th scope="col">Observe me</th>
                <th scope="col">Observe others</th>
              </tr>
            </thead>
            <tbody>
              {members.map((member) => (
                <tr key={member.id}>
                  <th scope="row">
                    <a class="id" href={links.peer(workspaceId, member.id)}>
                      {member.id}
                    </a>
                  </th>
                  <td>{describeSetting(member.observeMe)}</td>
                  <td>{describeSetting(member.observeOthers)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableWrap>
      )}
      <p class="muted">Observe me: Honcho reasons about this peer's messages here. Observe others: this peer forms its own view of the others.</p>
    </section>
  );
}
