type AuthHeadingProps = { title: string; subtitle: string };

export function AuthHeading({ title, subtitle }: AuthHeadingProps) {
  return (
    <div className="mb-6 text-center">
      <h1 className="text-2xl font-bold tracking-tight text-slate-900">{title}</h1>
      <p className="mt-1 text-sm text-slate-500">{subtitle}</p>
    </div>
  );
}
