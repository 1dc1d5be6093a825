/** A refusal shown under a form (the server's message, or why nothing was sent). */
export function FormProblem({ text, testId }: { text: string | null; testId?: string }) {
  if (!text) return null;
  return (
    <p
      role="alert"
      data-testid={testId}
      className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-800"
    >
      {text}
    </p>
  );
}
