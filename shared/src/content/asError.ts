/** What a failed promise rejected with, as an Error to show or log (a thrown string included). */
export function asError(error: unknown): Error {
  return error instanceof Error ? error : new Error(String(error));
}
