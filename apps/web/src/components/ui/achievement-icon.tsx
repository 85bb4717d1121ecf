import {
  Award,
  BookOpen,
  Brain,
  CalendarCheck,
  Compass,
  Crown,
  Ear,
  Flame,
  Heart,
  IterationCcw,
  ShieldCheck,
  Target,
  type LucideIcon,
} from 'lucide-react'

/** The core names each achievement's icon (a lucide name); this maps the name to the icon. */
const ICONS: Record<string, LucideIcon> = {
  ear: Ear,
  flame: Flame,
  target: Target,
  brain: Brain,
  heart: Heart,
  'shield-check': ShieldCheck,
  crown: Crown,
  'iteration-ccw': IterationCcw,
  'calendar-check': CalendarCheck,
  'book-open': BookOpen,
  compass: Compass,
}

export function AchievementIcon({ name, size = 22 }: { name: string; size?: number }) {
  const Icon = ICONS[name] ?? Award
  return <Icon aria-hidden="true" size={size} />
}
