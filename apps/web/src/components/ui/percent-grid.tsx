/**
 * The lines at 0, 50 and 100% of a small SVG chart of shares, with their labels on the left
 * (50% dashed), shared by the charts of the Inner Map and Insights. `y` maps a percent to the
 * chart's height; `left` and `right` are where the plot starts and ends.
 */
export function PercentGrid({
  left,
  right,
  y,
}: {
  left: number
  right: number
  y: (percent: number) => number
}) {
  return (
    <>
      {[0, 50, 100].map((level) => (
        <g key={level}>
          <line
            x1={left}
            x2={right}
            y1={y(level)}
            y2={y(level)}
            className="stroke-line"
            strokeWidth={1}
            strokeDasharray={level === 50 ? '3 4' : undefined}
          />
          <text
            x={left - 6}
            y={y(level)}
            textAnchor="end"
            dominantBaseline="middle"
            className="fill-muted text-[10px] tabular"
          >
            {level}%
          </text>
        </g>
      ))}
    </>
  )
}
