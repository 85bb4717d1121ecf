import { ChoiceButton } from '@/components/ui/choice-button'

/** The two columns of answers a check-in step offers (the areas of life, the body signals). */
export function ChoiceGrid({
  options,
  say,
  selected,
  className,
  onChoose,
}: {
  options: readonly string[]
  /** An option (kept in English) in the language spoken. */
  say: (option: string) => string
  selected: string | undefined
  /** Each button's height and padding. */
  className: string
  onChoose: (option: string) => void
}) {
  return (
    <div className="grid grid-cols-2 gap-2.5">
      {options.map((option) => (
        <ChoiceButton
          key={option}
          label={say(option)}
          selected={selected === option}
          className={className}
          onClick={() => onChoose(option)}
        />
      ))}
    </div>
  )
}
