import { useId, type ComponentType, type ReactNode } from 'react'

export type SegmentedOption<T extends string> = {
  value: T
  label: string
  /** What the option says to a screen reader when `label` is not in the reader's language. */
  lang?: string
  icon?: ComponentType<{ 'aria-hidden': 'true'; size: number }>
}

/**
 * A setting of a few choices: its name and the current choice above, a segmented control
 * below (ADR 0008). Native radio buttons underneath, so arrow keys and screen readers work.
 */
export function SegmentedChoice<T extends string>({
  name,
  current,
  options,
  choice,
  onChange,
}: {
  name: ReactNode
  /** How the current choice reads beside the name. */
  current: ReactNode
  options: readonly SegmentedOption<T>[]
  choice: T
  onChange: (choice: T) => void
}) {
  const id = useId()
  return (
    <div className="flex flex-col gap-3 p-4">
      <div className="flex items-baseline justify-between gap-3">
        <span id={`${id}-label`} className="font-medium">
          {name}
        </span>
        <span className="text-sm text-muted">{current}</span>
      </div>
      <div
        role="radiogroup"
        aria-labelledby={`${id}-label`}
        className="grid auto-cols-fr grid-flow-col gap-1 rounded-2xl bg-surface-2 p-1"
      >
        {options.map(({ value, label, lang, icon: Icon }) => (
          <label
            key={value}
            lang={lang}
            className="flex min-h-11 cursor-pointer items-center justify-center gap-1.5 rounded-xl text-sm font-semibold text-muted transition-colors duration-150 select-none hover:text-fg has-checked:bg-surface has-checked:text-fg has-checked:shadow-sm has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-focus"
          >
            <input
              type="radio"
              name={`${id}-choice`}
              value={value}
              checked={choice === value}
              onChange={() => onChange(value)}
              className="sr-only"
            />
            {Icon ? <Icon aria-hidden="true" size={16} /> : null}
            {label}
          </label>
        ))}
      </div>
    </div>
  )
}
