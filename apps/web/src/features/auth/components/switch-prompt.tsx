type SwitchPromptProps = { question: string; action: string; onClick: () => void };

/** "Don't have an account? Sign Up" under a form. */
export function SwitchPrompt({ question, action, onClick }: SwitchPromptProps) {
  return (
    <p className="mt-6 text-center text-sm text-slate-600">
      {question}{" "}
      <button type="button" onClick={onClick} className="font-semibold text-brand-700 hover:underline">
        {action}
      </button>
    </p>
  );
}
