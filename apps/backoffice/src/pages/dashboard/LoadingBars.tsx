/** Grey bars while a figure or a chart loads (dashboard.css). */
export function LoadingBars({ rows }: { rows: number }) {
  return (
    <span className="ek-bars" aria-busy="true">
      {Array.from({ length: rows }, (_, row) => (
        <span key={row} />
      ))}
    </span>
  );
}
