/** @jsxImportSource ./jsx */

export interface LoggedEvent {
  id: number;
  name: string;
  detail: unknown;
}

/** The events the host received, newest first (rendered as text). */
export function EventLog({ events }: { events: LoggedEvent[] }) {
  return (
    <section aria-labelledby="event-log-title">
      <h2 id="event-log-title">Events received</h2>
      {events.length === 0 ? <p>None yet: use an element above.</p> : null}
      <ol aria-label="Events received" className="event-log">
        {events.map((event) => (
          <li key={event.id}>
            <code>{event.name}</code> {JSON.stringify(event.detail)}
          </li>
        ))}
      </ol>
    </section>
  );
}
