/**
 * "Step 3 of 14" with a bar: where someone is in a flow of steps (the onboarding wizard, adding a career goal).
 * `label` is that sentence, translated by the flow; `className` places the block in the flow's layout.
 */
export function StepProgress({
  label,
  current,
  total,
  className,
}: {
  label: string;
  current: number;
  total: number;
  className: string;
}) {
  return (
    <div className={className}>
      <p className="text-sm font-semibold text-muted">{label}</p>
      <div aria-hidden="true" className="h-1.5 w-full overflow-hidden rounded-full bg-line">
        <div className="h-full rounded-full bg-brand" style={{ width: `${(current / total) * 100}%` }} />
      </div>
    </div>
  );
}
