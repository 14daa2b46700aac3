import type { FormEventHandler, ReactNode, Ref } from 'react';

export const STEPS = ['Vos informations', 'Vos centres d’intérêt'] as const;
export type StepNumber = 1 | 2;
/** Each step's form is named by its heading. */
export const STEP_TITLE_ID = 'first-connection-step-title';

/** Where the user is in the first connection; the step heading says it in words too. */
export function Stepper({ current }: { current: StepNumber }) {
  return (
    <ol className="stepper" aria-label="Étapes de la première connexion">
      {STEPS.map((name, index) => {
        const number = index + 1;
        const state = number < current ? 'done' : number === current ? 'current' : 'todo';
        return (
          <li
            key={name}
            className={`stepper__step stepper__step--${state}`}
            aria-current={state === 'current' ? 'step' : undefined}
          >
            <span className="stepper__number" aria-hidden="true">
              {state === 'done' ? '✓' : number}
            </span>
            <span className="stepper__name">
              <span className="visually-hidden">{`Étape ${number} : `}</span>
              {name}
              {state === 'done' && <span className="visually-hidden"> (terminée)</span>}
            </span>
          </li>
        );
      })}
    </ol>
  );
}

/** "Étape 1 sur 2", shown above the heading of each step and read with it. */
export function StepHeading({
  step,
  headingRef,
}: {
  step: StepNumber;
  headingRef: Ref<HTMLHeadingElement>;
}) {
  return (
    <h2 ref={headingRef} id={STEP_TITLE_ID} tabIndex={-1} className="first-connection__step-title">
      <span className="first-connection__step-count">
        {`Étape ${step} sur ${STEPS.length}`}
        <span className="visually-hidden"> : </span>
      </span>
      {STEPS[step - 1]}
    </h2>
  );
}

/** A step's form, named by its heading, with the sentence that says what to do. */
export function StepForm({
  step,
  headingRef,
  onSubmit,
  intro,
  children,
}: {
  step: StepNumber;
  headingRef: Ref<HTMLHeadingElement>;
  onSubmit: FormEventHandler<HTMLFormElement>;
  intro: ReactNode;
  children: ReactNode;
}) {
  return (
    <form
      className="first-connection__form"
      noValidate
      onSubmit={onSubmit}
      aria-labelledby={STEP_TITLE_ID}
    >
      <StepHeading step={step} headingRef={headingRef} />
      <p className="first-connection__intro">{intro}</p>
      {children}
    </form>
  );
}
