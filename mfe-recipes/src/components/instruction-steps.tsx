interface InstructionStepsProps {
  instructions: readonly string[];
}

/** Spec §2: instructions, numbered. */
export function InstructionSteps({ instructions }: InstructionStepsProps) {
  if (instructions.length === 0) {
    return <p className="py-4 text-muted text-sm">No steps are listed for this recipe.</p>;
  }
  return (
    <ol className="flex flex-col gap-5">
      {instructions.map((step, index) => (
        <li key={index} className="flex gap-4">
          <span
            aria-hidden="true"
            className="flex size-8 shrink-0 items-center justify-center rounded-full bg-primary font-semibold text-primary-ink text-sm tabular-nums"
          >
            {index + 1}
          </span>
          <p className="pt-1 text-ink leading-relaxed">
            <span className="sr-only">Step {index + 1}: </span>
            {step}
          </p>
        </li>
      ))}
    </ol>
  );
}
