import { type ComponentProps, type ReactNode, type Ref, useId, useState } from 'react'
import { Link } from 'react-router'
import classes from './light.module.css'

// The sign-in page's building blocks: the markup and look of Mantine's AuthCard frame, TextInput, PasswordInput,
// Button, Anchor, Alert and Loader, drawn with plain elements and one small stylesheet, so that the first page of
// the back-office loads neither Mantine's code nor its stylesheet (issue 22). Only the props the
// sign-in page uses are supported.

const cx = (...names: (string | false | undefined)[]) => names.filter(Boolean).join(' ')

/** What the frame of a signed-out screen takes: LightAuthCard and Mantine's (features/auth/admin/AuthCard.tsx). */
export type AuthCardProps = {
  title: string
  description: ReactNode
  /** Lets a screen move the focus to its title when what it shows changes (a confirmation). */
  titleRef?: Ref<HTMLHeadingElement>
  /** Why the last attempt failed, announced above the form. */
  failure?: string | null
  children: ReactNode
}

/** The frame of a signed-out screen (features/auth/admin/AuthCard.tsx): a card in the middle of the window. */
export function LightAuthCard({ title, description, titleRef, failure, children }: AuthCardProps) {
  const failureId = useId()
  return (
    <div className={classes.page}>
      <main className={classes.card}>
        <div className={classes.stack}>
          <div>
            <h1 className={classes.title} ref={titleRef} tabIndex={titleRef ? -1 : undefined}>
              {title}
            </h1>
            <p className={classes.description}>{description}</p>
          </div>
          {failure ? (
            <div className={classes.alert} role="alert" aria-describedby={failureId}>
              <div className={classes.alertWrapper}>
                <div className={classes.alertBody}>
                  <div id={failureId} className={classes.alertMessage}>
                    {failure}
                  </div>
                </div>
              </div>
            </div>
          ) : null}
          {children}
        </div>
      </main>
    </div>
  )
}

/** A column of fields (<Stack gap="md">). */
export function LightFields({ children }: { children: ReactNode }) {
  return <div className={cx(classes.stack, classes.fields)}>{children}</div>
}

type InputProps = Omit<ComponentProps<'input'>, 'className' | 'id' | 'type'> & {
  label: string
  error?: string
}

function Field({
  id,
  label,
  error,
  required,
  children,
}: {
  id: string
  label: string
  error?: string
  required?: boolean
  children: ReactNode
}) {
  return (
    <div className={classes.field} data-error={error ? true : undefined}>
      <label className={classes.label} htmlFor={id} id={`${id}-label`}>
        {label}
        {required ? (
          <span className={classes.required} aria-hidden="true">
            {' *'}
          </span>
        ) : null}
      </label>
      <div className={classes.inputWrapper}>{children}</div>
      {error ? (
        <p className={classes.error} id={`${id}-error`}>
          {error}
        </p>
      ) : null}
    </div>
  )
}

/** A labelled text field with its error below (<TextInput>). */
export function LightTextInput({
  label,
  error,
  required,
  type = 'text',
  ...input
}: InputProps & { type?: string }) {
  const id = useId()
  return (
    <Field id={id} label={label} error={error} required={required}>
      <input
        {...input}
        id={id}
        type={type}
        required={required}
        className={classes.input}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      />
    </Field>
  )
}

/** A password field with the button that shows or hides what is typed (<PasswordInput>). */
export function LightPasswordInput({ label, error, required, ...input }: InputProps) {
  const id = useId()
  const [isVisible, setVisible] = useState(false)
  return (
    <Field id={id} label={label} error={error} required={required}>
      <div className={cx(classes.input, classes.passwordBox)}>
        <input
          {...input}
          id={id}
          type={isVisible ? 'text' : 'password'}
          required={required}
          className={classes.passwordInput}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
      </div>
      <div className={classes.section}>
        <button
          type="button"
          className={cx(classes.toggle, classes.active, classes.focusRing)}
          aria-pressed={isVisible}
          aria-label="Toggle password visibility"
          tabIndex={-1}
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => setVisible((value) => !value)}
        >
          <span className={classes.toggleIcon}>
            <EyeIcon crossed={isVisible} />
          </span>
        </button>
      </div>
    </Field>
  )
}

/** Mantine's PasswordInput icons: an eye, crossed out while the password is shown. */
function EyeIcon({ crossed }: { crossed: boolean }) {
  const line = {
    fill: 'none',
    stroke: 'currentColor',
    strokeLinecap: 'round',
    strokeLinejoin: 'round',
    strokeWidth: 16,
  } as const
  return (
    <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 256 256" aria-hidden="true">
      <path fill="none" d="M0 0h256v256H0z" />
      {crossed ? (
        <>
          <path
            {...line}
            d="M48 40l160 176M154.91 157.6a40 40 0 01-53.82-59.2M135.53 88.71a40 40 0 0132.3 35.53"
          />
          <path
            {...line}
            d="M208.61 169.1C230.41 149.58 240 128 240 128s-32-72-112-72a126 126 0 00-20.68 1.68M74 68.6C33.23 89.24 16 128 16 128s32 72 112 72a118.05 118.05 0 0054-12.6"
          />
        </>
      ) : (
        <>
          <path {...line} d="M128 56c-80 0-112 72-112 72s32 72 112 72 112-72 112-72-32-72-112-72z" />
          <circle {...line} cx="128" cy="128" r="40" />
        </>
      )}
    </svg>
  )
}

/** The form's main button, full width (<Button fullWidth>). */
export function LightButton({ children, ...button }: Omit<ComponentProps<'button'>, 'className'>) {
  return (
    <button {...button} className={cx(classes.button, classes.active, classes.focusRing)}>
      <span className={classes.buttonInner}>
        <span className={classes.buttonLabel}>{children}</span>
      </span>
    </button>
  )
}

/** A link in the primary colour, underlined on hover (<Anchor component={Link} size="sm" c="blue.8">). */
export function LightLink({
  centered,
  ...link
}: Omit<ComponentProps<typeof Link>, 'className'> & { centered?: boolean }) {
  return <Link {...link} className={cx(classes.link, classes.focusRing, centered && classes.centered)} />
}

/** Links at the end of a line (<Group justify="flex-end" mt={-6}>). */
export function LightEnd({ children }: { children: ReactNode }) {
  return <div className={classes.end}>{children}</div>
}

/** The back-office's spinner, in the middle of the window (BackofficeSpinner, Mantine's oval <Loader>). */
export function LightSpinner() {
  return (
    <div className={classes.spinnerPage}>
      <span className={classes.spinner} role="status" aria-label="Loading" />
    </div>
  )
}
