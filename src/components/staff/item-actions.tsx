'use client';

import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { formatMelbourneDateTime } from '@/domain/format';
import { failureText, staffPost, formText } from './staff-fetch';
import { buttonClass, inputClass, Message } from './ui';

type State = { status: string; assigneeId: string | null; version: number };
type Note = { author_name: string; body: string; created_at: string };

/**
 * Status, assignee and notes of one item; a change made on an older view is refused by the server.
 * Without `statuses` (a booking, whose status has buttons of its own) only the assignee is chosen.
 */
export function ItemActions({
  base,
  initial,
  statuses,
  staff,
  notes: initialNotes,
}: {
  base: string;
  initial: State;
  statuses: { value: string; label: string }[];
  staff: { id: string; name: string }[];
  notes: Note[];
}) {
  const id = useId();
  const [state, setState] = useState(initial);
  const [notes, setNotes] = useState(initialNotes);
  const [message, setMessage] = useState<{ tone: 'ok' | 'error'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const assignee = formText(form, 'assignee');
    setBusy(true);
    const answer = await staffPost(`${base}/state`, {
      version: state.version,
      status: formText(form, 'status') || state.status,
      assigneeId: assignee || null,
    });
    setBusy(false);
    if (answer.ok) {
      setState(answer.data.state as State);
      setMessage({ tone: 'ok', text: 'Saved.' });
    } else {
      if (answer.status === 409) {
        const current = answer.data.current as State | undefined;
        if (current) setState(current);
      }
      setMessage({ tone: 'error', text: failureText(answer, 'Saving did not work.') });
    }
  }

  async function addNote(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const formElement = event.currentTarget;
    const form = new FormData(formElement);
    setBusy(true);
    const answer = await staffPost(`${base}/notes`, { body: formText(form, 'note') });
    setBusy(false);
    if (answer.ok) {
      setNotes([...notes, answer.data.note as Note]);
      formElement.reset();
      setMessage({ tone: 'ok', text: 'Note added.' });
    } else {
      setMessage({ tone: 'error', text: failureText(answer, 'The note was not saved.') });
    }
  }

  return (
    <div className="space-y-6">
      {/* Keyed on the version so a refused change shows the state someone else saved. */}
      <form
        method="post"
        key={state.version}
        onSubmit={(e) => void save(e)}
        className="grid gap-3 sm:grid-cols-3 sm:items-end"
      >
        {statuses.length > 0 ? (
          <div>
            <label htmlFor={`${id}-status`} className="font-medium">
              Status
            </label>
            <select
              id={`${id}-status`}
              name="status"
              defaultValue={state.status}
              className={inputClass}
            >
              {statuses.map((s) => (
                <option key={s.value} value={s.value}>
                  {s.label}
                </option>
              ))}
            </select>
          </div>
        ) : null}
        <div>
          <label htmlFor={`${id}-assignee`} className="font-medium">
            Assignee
          </label>
          <select
            id={`${id}-assignee`}
            name="assignee"
            defaultValue={state.assigneeId ?? ''}
            className={inputClass}
          >
            <option value="">Nobody yet</option>
            {staff.map((s) => (
              <option key={s.id} value={s.id}>
                {s.name}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className={buttonClass} disabled={busy}>
          {statuses.length > 0 ? 'Save status and assignee' : 'Save assignee'}
        </button>
      </form>
      <div aria-live="polite">
        {message ? <Message tone={message.tone}>{message.text}</Message> : null}
      </div>
      <section aria-labelledby={`${id}-notes`} className="space-y-3">
        <h2 id={`${id}-notes`} className="text-lg font-semibold">
          Internal notes
        </h2>
        {notes.length === 0 ? <p>No notes yet.</p> : null}
        <ul className="space-y-2">
          {notes.map((n, i) => (
            <li key={i} className="rounded border border-slate-300 bg-white p-3">
              <p className="text-sm text-slate-700">
                {n.author_name},{' '}
                <time dateTime={n.created_at}>
                  {formatMelbourneDateTime(n.created_at)} Melbourne time
                </time>
              </p>
              <p className="whitespace-pre-wrap">{n.body}</p>
            </li>
          ))}
        </ul>
        <form method="post" onSubmit={(e) => void addNote(e)} className="space-y-2">
          <label htmlFor={`${id}-note`} className="font-medium">
            Add a note
          </label>
          <textarea
            id={`${id}-note`}
            name="note"
            rows={3}
            maxLength={4000}
            className={inputClass}
            required
          />
          <button type="submit" className={buttonClass} disabled={busy}>
            Add note
          </button>
        </form>
      </section>
    </div>
  );
}
