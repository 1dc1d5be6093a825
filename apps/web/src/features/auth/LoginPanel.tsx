import { COUNTRY_CODES, DEFAULT_COUNTRY_CODE, DEVICE_TYPE, type LoginResult } from '@tifo/contract';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from '../../shared/i18n/use-translation';
import { showToast } from '../../shared/notifications';
import { useAccountProblemText } from '../../shared/session/new-password';
import { read, write } from '../../shared/storage';
import { useSystemSettings } from '../../shared/system-settings';
import { Button } from '../../shared/ui/Button';
import { CodeField } from '../../shared/ui/CodeField';
import { PasswordField, SelectField, TextField } from '../../shared/ui/Field';
import { FormProblem } from '../../shared/ui/FormProblem';
import { Tabs } from '../../shared/ui/Tabs';
import { useCheckedSubmit, useTextFields } from '../../shared/ui/use-form';
import {
  useGetCodeMutation,
  useLoginMutation,
  useRegisterMutation,
  useResetPasswordMutation,
  type WithMessage,
} from './api';
import { QrLoginView } from './QrLoginView';
import { registrationChannel } from './session';
import { useFinishLogin } from './use-finish-login';
import {
  validateCodeLogin,
  validateNewPassword,
  validatePasswordLogin,
  type LoginFormProblem,
} from './validate';

type FormMode = 'code' | 'password' | 'register' | 'forgot';
export type LoginView = 'qr' | FormMode;
type CodeScene = 'login' | 'register' | 'reset';

interface SharedFields {
  countryCode: number;
  setCountryCode: (value: number) => void;
  mobile: string;
  setMobile: (value: string) => void;
}

function MobileFields({
  shared,
  label,
  testId = 'login-mobile',
}: {
  shared: SharedFields;
  label?: string;
  testId?: string;
}) {
  const { t } = useTranslation('account');
  const settings = useSystemSettings();
  const codes = settings.data?.CountryCode.length ? settings.data.CountryCode : COUNTRY_CODES;
  return (
    <div className="grid grid-cols-[6.5rem_1fr] gap-2">
      <SelectField
        label={t('field.countryCode')}
        value={shared.countryCode}
        onChange={(event) => shared.setCountryCode(Number(event.target.value))}
        data-testid="login-country"
      >
        {codes.map((code) => (
          <option key={code} value={code}>
            {t('field.countryOption', { code })}
          </option>
        ))}
      </SelectField>
      <TextField
        label={label ?? t('field.mobile')}
        placeholder={t('field.mobilePlaceholder')}
        inputMode="tel"
        autoComplete="tel-national"
        value={shared.mobile}
        onChange={(event) => shared.setMobile(event.target.value)}
        data-testid={testId}
      />
    </div>
  );
}

/** The SMS code for the typed mobile number, and the demo's outbox link when it is on. */
function MobileCodeField({
  shared,
  scene,
  value,
  onChange,
  onProblem,
}: {
  shared: SharedFields;
  scene: CodeScene;
  value: string;
  onChange: (value: string) => void;
  onProblem: (problem: LoginFormProblem | null) => void;
}) {
  const { t } = useTranslation('account');
  const settings = useSystemSettings();
  const getCode = useGetCodeMutation();
  const mobile = shared.mobile.trim();

  const hasMobile = () => {
    // Getting a code needs a mobile number (spec §5).
    onProblem(mobile ? null : 'fill');
    return Boolean(mobile);
  };

  const outboxUrl = `/api/Dev/smsOutbox?${new URLSearchParams({
    mobile,
    country_code: String(shared.countryCode),
  }).toString()}`;

  return (
    <div className="flex flex-col gap-1">
      <CodeField
        value={value}
        onChange={onChange}
        testId="login-code"
        buttonTestId="get-code"
        canSend={hasMobile}
        send={() => getCode.mutateAsync({ mobile, country_code: shared.countryCode, scene })}
      />
      {settings.data?.demo_sms_outbox && (
        <p className="text-xs text-slate-500" data-testid="demo-outbox">
          {t('demoOutbox.note')}{' '}
          {mobile && (
            <a
              href={outboxUrl}
              target="_blank"
              rel="noopener noreferrer"
              className="text-brand-700 underline"
            >
              {t('demoOutbox.link')}
            </a>
          )}
        </p>
      )}
    </div>
  );
}

/** A login form: its fields, the submit button, and what is wrong with it. */
function FormShell({
  form,
  submitLabel,
  children,
  testId,
}: {
  form: { problem: LoginFormProblem | null; busy: boolean; submit: () => Promise<void> };
  submitLabel: string;
  children: ReactNode;
  testId: string;
}) {
  const problemText = useAccountProblemText();
  return (
    <form
      noValidate
      data-testid={testId}
      className="flex flex-col gap-3"
      onSubmit={(event: FormEvent<HTMLFormElement>) => {
        event.preventDefault();
        void form.submit();
      }}
    >
      {children}
      <Button type="submit" loading={form.busy} data-testid="login-submit">
        {submitLabel}
      </Button>
      <FormProblem text={problemText(form.problem)} testId="login-problem" />
    </form>
  );
}

function CodeLoginForm({ shared, onLoggedIn }: { shared: SharedFields; onLoggedIn?: () => void }) {
  const { t } = useTranslation('account');
  const [code, setCode] = useState('');
  const login = useLoginMutation();
  const finish = useFinishLogin(onLoggedIn);
  const form = useCheckedSubmit(
    () => validateCodeLogin({ mobile: shared.mobile, code }),
    async () => {
      const result = await login.mutateAsync({
        mobile: shared.mobile.trim(),
        country_code: shared.countryCode,
        code: code.trim(),
        device_type: DEVICE_TYPE,
      });
      await finish(result);
    },
  );

  return (
    <FormShell testId="code-login-form" form={form} submitLabel={t('submit.login')}>
      <MobileFields shared={shared} />
      <MobileCodeField
        shared={shared}
        scene="login"
        value={code}
        onChange={setCode}
        onProblem={form.setProblem}
      />
    </FormShell>
  );
}

function PasswordLoginForm({
  shared,
  onLoggedIn,
  onForgot,
}: {
  shared: SharedFields;
  onLoggedIn?: () => void;
  onForgot: () => void;
}) {
  const { t } = useTranslation('account');
  const [password, setPassword] = useState('');
  const login = useLoginMutation();
  const finish = useFinishLogin(onLoggedIn);
  const form = useCheckedSubmit(
    () => validatePasswordLogin({ account: shared.mobile, password }),
    async () => {
      const account = shared.mobile.trim();
      const result = await login.mutateAsync({
        account,
        country_code: shared.countryCode,
        password,
        device_type: DEVICE_TYPE,
      });
      // Remembered login: the account name only, never the password (spec §3).
      write('account', { account, country_code: shared.countryCode });
      await finish(result);
    },
  );

  return (
    <FormShell testId="password-login-form" form={form} submitLabel={t('submit.login')}>
      <MobileFields shared={shared} label={t('field.account')} testId="login-account" />
      <PasswordField
        placeholder={t('field.passwordPlaceholder')}
        label={t('field.password')}
        value={password}
        onChange={setPassword}
        testId="login-password"
      />
      <button
        type="button"
        onClick={onForgot}
        className="self-end text-xs text-brand-700 hover:underline"
      >
        {t('forgotLink')}
      </button>
    </FormShell>
  );
}

function NewPasswordForm({
  shared,
  scene,
  onDone,
}: {
  shared: SharedFields;
  scene: 'register' | 'reset';
  onDone: (result: WithMessage<LoginResult> | WithMessage<null>) => Promise<void>;
}) {
  const { t } = useTranslation('account');
  const fields = useTextFields({ code: '', password: '', repassword: '' });
  const [invite, setInvite] = useState(
    () => new URLSearchParams(location.search).get('shareCode') ?? '',
  );
  const register = useRegisterMutation();
  const reset = useResetPasswordMutation();
  const form = useCheckedSubmit(
    () => validateNewPassword({ mobile: shared.mobile, ...fields.values }),
    async () => {
      const base = {
        mobile: shared.mobile.trim(),
        country_code: shared.countryCode,
        ...fields.values,
        code: fields.values.code.trim(),
      };
      if (scene === 'register') {
        const channel = registrationChannel();
        await onDone(
          await register.mutateAsync({
            ...base,
            ...(invite.trim() ? { invite: invite.trim() } : {}),
            ...(channel ? { channel } : {}),
            device_type: DEVICE_TYPE,
          }),
        );
      } else {
        await onDone(await reset.mutateAsync(base));
      }
    },
  );
  const newPassword = {
    placeholder: t('field.passwordPlaceholder'),
    autoComplete: 'new-password',
  } as const;

  return (
    <FormShell
      testId={scene === 'register' ? 'register-form' : 'reset-form'}
      form={form}
      submitLabel={scene === 'register' ? t('submit.register') : t('submit.reset')}
    >
      <MobileFields shared={shared} />
      <MobileCodeField
        shared={shared}
        scene={scene}
        {...fields.bind('code')}
        onProblem={form.setProblem}
      />
      <PasswordField
        {...newPassword}
        {...fields.bind('password')}
        label={scene === 'register' ? t('field.password') : t('field.newPassword')}
        testId="login-password"
        hint={t('passwordHint')}
      />
      <PasswordField
        {...newPassword}
        {...fields.bind('repassword')}
        label={t('field.repassword')}
        testId="login-repassword"
      />
      {scene === 'register' && (
        <TextField
          label={t('field.invite')}
          value={invite}
          maxLength={16}
          onChange={(event) => setInvite(event.target.value)}
          data-testid="login-invite"
        />
      )}
    </FormShell>
  );
}

/**
 * The login panel (spec §2 login dialog, §4): QR scan by default, or phone + code, account +
 * password and register, plus a small forgotten-password flow. Used by the dialog, /login and
 * the phone's /qr-login page.
 */
export function LoginPanel({
  initialView = 'qr',
  allowQr = true,
  allowRegister = true,
  onLoggedIn,
}: {
  initialView?: LoginView;
  allowQr?: boolean;
  allowRegister?: boolean;
  onLoggedIn?: () => void;
}) {
  const { t } = useTranslation('account');
  const settings = useSystemSettings();
  const remembered = read('account');
  const [view, setView] = useState<LoginView>(allowQr ? initialView : 'password');
  const [lastForm, setLastForm] = useState<FormMode>(
    initialView === 'qr' ? 'password' : initialView,
  );
  const [countryCode, setCountryCode] = useState<number>(
    remembered?.country_code ?? settings.data?.default_country_code ?? DEFAULT_COUNTRY_CODE,
  );
  const [mobile, setMobile] = useState(remembered?.account ?? '');
  const shared: SharedFields = { countryCode, setCountryCode, mobile, setMobile };
  const finish = useFinishLogin(onLoggedIn);

  const showForm = (mode: FormMode) => {
    setLastForm(mode);
    setView(mode);
  };

  const tabs = [
    { value: 'code' as const, label: t('modes.code') },
    { value: 'password' as const, label: t('modes.password') },
    ...(allowRegister ? [{ value: 'register' as const, label: t('modes.register') }] : []),
  ];

  return (
    <div className="flex flex-col gap-4" data-testid="login-panel" data-view={view}>
      {allowQr && (
        <button
          type="button"
          data-testid="login-toggle"
          onClick={() => (view === 'qr' ? setView(lastForm) : setView('qr'))}
          className="self-end text-sm font-medium text-brand-700 hover:underline"
        >
          {view === 'qr' ? t('toggle.toForm') : t('toggle.toQr')}
        </button>
      )}
      {view === 'qr' ? (
        <QrLoginView onLoggedIn={onLoggedIn} />
      ) : view === 'forgot' ? (
        <div className="flex flex-col gap-3">
          <h3 className="font-semibold text-slate-900">{t('modes.forgot')}</h3>
          <NewPasswordForm
            shared={shared}
            scene="reset"
            onDone={async ({ msg }) => {
              showToast(msg || t('resetDone'), { kind: 'success' });
              showForm('password');
            }}
          />
          <button
            type="button"
            onClick={() => showForm('password')}
            className="self-start text-sm text-brand-700 hover:underline"
          >
            {t('backToLogin')}
          </button>
        </div>
      ) : (
        <>
          <Tabs items={tabs} value={view} onChange={showForm} label={t('modes.label')} />
          {view === 'code' && <CodeLoginForm shared={shared} onLoggedIn={onLoggedIn} />}
          {view === 'password' && (
            <PasswordLoginForm
              shared={shared}
              onLoggedIn={onLoggedIn}
              onForgot={() => showForm('forgot')}
            />
          )}
          {view === 'register' && (
            <NewPasswordForm
              shared={shared}
              scene="register"
              onDone={async (result) => {
                if (result.data) await finish({ data: result.data, msg: result.msg });
              }}
            />
          )}
        </>
      )}
    </div>
  );
}
