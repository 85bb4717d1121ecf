import { ChoiceButton } from '@/components/ui/choice-button'

/** The two columns of answers a check-in step offers (the areas of life, the body signals). */
export function ChoiceGrid({
  options,
  selected,
  className,
  onChoose,
}: {
  options: readonly string[]
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
          label={option}
          selected={selected === option}
          className={className}
          onClick={() => onChoose(option)}
        />
      ))}
    </div>
  )
}
