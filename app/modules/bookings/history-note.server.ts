import type { Locale } from "../../i18n/locales.ts";
import { localizeMessageIn } from "../../i18n/server-messages.server.ts";
import { voiceOf } from "../../i18n/voice.server.ts";
import {
  historyNotePartsOf,
  noteText,
  sayHistoryNote,
  type NotePiece,
  type NoteWriter,
} from "./history-note.ts";

/** How the history's notes are written in a language: `trips.historyParts`, amounts in its formats. */
export function noteWriterFor(locale: Locale): NoteWriter {
  return voiceOf(locale).history;
}

/**
 * One note of a booking's history in the reader's language (the trip page and the reservation page
 * alike): from its parts when it has them (a cancellation's, decision 3891), the person's words as
 * written; else the English kept, read back against `trips.historyNotes` (decision 3890).
 */
export function historyNoteIn(
  locale: Locale,
  entry: { note: string; parts?: unknown },
  /** The person's words as this reader may read them (the traveller: masked until a stay is accepted). */
  wordsFor: (words: string) => string = (words) => words,
): { note: string; pieces?: NotePiece[] } {
  const parts = historyNotePartsOf(entry.parts);
  if (!parts) return { note: localizeMessageIn(locale, "trips.historyNotes", wordsFor(entry.note)) };
  const pieces = sayHistoryNote(parts, noteWriterFor(locale), wordsFor);
  return { note: noteText(pieces), pieces };
}
