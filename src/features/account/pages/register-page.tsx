import { Suspense, useEffect, useRef, useState } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { Card, CardBody } from 'reactstrap';
import { useDeferredSchema } from '@/components/form/use-deferred-schema';
import { LoadingState } from '@/components/loading-state';
import { WizardSteps } from '@/components/wizard/wizard-steps';
import { paths } from '@/config/paths';
import { lazyNamed } from '@/lib/lazy-named';
import { useAppDispatch, useAppSelector } from '@/lib/store-hooks';
import {
  loadAccountSchema,
  loadPersonalSchema,
  loadRegistrationSchema,
} from '../registration-rules';
import { useDeferredMutation } from '@/api/use-deferred-mutation';
import { AccountStep } from '../components/account-step';
import { PersonalStep } from '../components/personal-step';
import { PrivacyPolicyModal } from '../components/privacy-policy-modal';
import {
  accountStepSaved,
  companyStepSaved,
  personalStepSaved,
  registrationCleared,
  selectRegistration,
  termsAccepted,
} from '../registration-slice';
import { registrationErrorLines } from '../server-errors';

/** The names of the wizard's steps, in order (spec §9: 3 steps). */
const registrationSteps = ['Tu cuenta', 'Tus datos', 'Tu empresa'] as const;

/** The step in the address (`/register?paso=2`), so that the browser's back button works too. */
const STEP_PARAM = 'paso';

function stepOf(value: string | null): number {
  const step = Number(value ?? '1');
  return step === 2 || step === 3 ? step : 1;
}

function stepPath(step: number): string {
  return step === 1 ? paths.register : `${paths.register}?${STEP_PARAM}=${String(step)}`;
}

/** The call, loaded after the form shows (`useDeferredMutation`, issue 27). */
const loadSignup = () =>
  import('../account-api').then((module) => module.accountApi.endpoints.signup);

/**
 * The last step, with the region and commune fields and Chile's list of them
 * (which the rules share): loaded while the user fills step 2 (issue 27).
 */
const loadCompanyStep = () => import('../components/company-step');
const CompanyStep = lazyNamed(loadCompanyStep, 'CompanyStep');

/**
 * `/register`: the privacy modal, then the three-step wizard (spec §2). A
 * step opened without what the earlier steps need returns to the first
 * incomplete one (/register when the wizard is empty).
 */
export function RegisterPage() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const wizard = useAppSelector(selectRegistration);
  const signup = useDeferredMutation(loadSignup);
  const [serverErrors, setServerErrors] = useState<string[] | null>(null);
  const step = stepOf(searchParams.get(STEP_PARAM));
  // Which step may open depends on the saved values: past step 1 the rules
  // load at once (step 1 is always allowed and loads them on first focus).
  const accountRules = useDeferredSchema(loadAccountSchema, { eager: step > 1 });
  const personalRules = useDeferredSchema(loadPersonalSchema, { eager: step > 1 });
  const registrationRules = useDeferredSchema(loadRegistrationSchema, { eager: step > 1 });
  useEffect(() => {
    if (step === 2) void loadCompanyStep();
  }, [step]);

  // Leaving the wizard forgets it, except for /registered (which clears it
  // once on screen). A step's own unmount saves its values, unless the whole
  // page is going away.
  const leaving = useRef(false);
  const registered = useRef(false);
  useEffect(() => {
    leaving.current = false;
    return () => {
      leaving.current = true;
      if (!registered.current) dispatch(registrationCleared());
    };
  }, [dispatch]);
  const saveStep = (action: Parameters<typeof dispatch>[0]) => {
    if (!leaving.current) dispatch(action);
  };

  const goTo = (target: number) => {
    void navigate(stepPath(target));
  };

  // The furthest step the saved values allow: an empty wizard (privacy policy
  // not accepted) or an incomplete step 1 is /register; an incomplete step 2 is step 2.
  if (step > 1 && !(accountRules.ready && personalRules.ready)) {
    return <LoadingState label="Cargando el formulario…" />;
  }
  const furthest =
    !wizard.termsAccepted || !accountRules.isValidSync(wizard.account)
      ? 1
      : personalRules.isValidSync(wizard.personal)
        ? 3
        : 2;
  if (step > furthest) return <Navigate to={stepPath(furthest)} replace />;

  return (
    <div className="mx-auto py-3" style={{ maxWidth: '40rem' }}>
      <PrivacyPolicyModal
        isOpen={!wizard.termsAccepted}
        onAccept={() => {
          dispatch(termsAccepted());
        }}
      />
      <Card className="shadow-sm">
        <CardBody className="p-4">
          <h1 className="h3">Postula tu pyme</h1>
          <p className="text-body-secondary">
            Completa tus datos en tres pasos. Es gratis y toma unos 5 minutos.
          </p>
          <WizardSteps steps={registrationSteps} current={step} label="Pasos del registro" />
          {step === 1 && (
            <AccountStep
              initialValues={wizard.account}
              onUnmount={(values) => {
                saveStep(accountStepSaved(values));
              }}
              onNext={(values) => {
                dispatch(accountStepSaved(values));
                goTo(2);
              }}
            />
          )}
          {step === 2 && (
            <PersonalStep
              initialValues={wizard.personal}
              onUnmount={(values) => {
                saveStep(personalStepSaved(values));
              }}
              onBack={() => {
                goTo(1);
              }}
              onNext={(values) => {
                dispatch(personalStepSaved(values));
                goTo(3);
              }}
            />
          )}
          {step === 3 && (
            <Suspense fallback={<LoadingState label="Cargando el formulario…" />}>
              <CompanyStep
                initialValues={wizard.company}
                onUnmount={(values) => {
                  saveStep(companyStepSaved(values));
                }}
                serverErrors={serverErrors}
                onBack={() => {
                  setServerErrors(null);
                  goTo(2);
                }}
                onSubmit={async (company) => {
                  dispatch(companyStepSaved(company));
                  setServerErrors(null);
                  // Steps left by the browser's buttons were saved as typed: cast it all.
                  const result = await signup.send(
                    registrationRules.cast({
                      ...wizard.account,
                      ...wizard.personal,
                      ...company,
                      terms_accepted: true,
                    }),
                  );
                  if (result.error) {
                    setServerErrors(registrationErrorLines(result.error));
                    return;
                  }
                  // /registered clears the wizard once it is on screen.
                  registered.current = true;
                  void navigate(paths.registered, { replace: true });
                }}
              />
            </Suspense>
          )}
        </CardBody>
      </Card>
    </div>
  );
}
