import { cn } from "@/lib/cn";

export type ButtonVariant = "primary" | "secondary";
export type ButtonSize = "sm" | "md" | "lg";

/** Spec §9: vertical padding and font size per size. */
const sizeClasses: Record<ButtonSize, string> = {
  sm: "px-4 py-[13px] text-[16px]",
  md: "px-5 py-[14px] text-base",
  lg: "px-6 py-[15px] text-lg",
};

const variantClasses: Record<ButtonVariant, string> = {
  primary: "bg-ink text-white hover:bg-ink-soft",
  secondary: "bg-white text-ink ring-1 ring-inset ring-line hover:bg-paper",
};

export const DEFAULT_BUTTON_VARIANT: ButtonVariant = "primary";
export const DEFAULT_BUTTON_SIZE: ButtonSize = "lg";

export function buttonClasses({
  variant = DEFAULT_BUTTON_VARIANT,
  size = DEFAULT_BUTTON_SIZE,
  className,
}: {
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
} = {}): string {
  return cn(
    "inline-flex items-center justify-center gap-2 rounded-full font-semibold leading-none",
    "transition-colors motion-reduce:transition-none",
    "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent",
    sizeClasses[size],
    variantClasses[variant],
    className,
  );
}
