import { COUNTRY_CODES, DEFAULT_COUNTRY_CODE, DEVICE_TYPE, type LoginResult } from '@tifo/contract';
import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { showToast } from '../../shared/notifications';
import { read, write } from '../../shared/storage';
import { useSystemSettings } from '../../shared/system-settings';
import { Button } from '../../shared/ui/Button';
import { PasswordField, SelectField, TextField } from '../../shared/ui/Field';
import { Tabs } from '../../shared/ui/Tabs';
import {
  useGetCodeMutation,
  useLoginMutation,
  useRegisterMutation,
  useResetPasswordMutation,
  type WithMessage,
} from './api';
import { QrLoginView } from './QrLoginView';
import { SendCodeButton } from './SendCodeButton';
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

/** Runs one submit at a time: a second submit while one is in flight is ignored (spec §5). */
function useSubmitGuard() {
  const inFlight = useRef(false);
  const [busy, setBusy] = useState(false);
  const run = async (task: () => Promise<void>) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setBusy(true);
    try {
      await task();
    } catch {
      // The API client has shown the server's message; the form stays as it was.
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  };
  return { busy, run };
}

function ProblemMessage({ problem }: { problem: LoginFormProblem | null }) {
  const { t } = useTranslation('account');
  const { t: tv } = useTranslation('validation');
  if (!problem) return null;
  const text =
    problem === 'fill'
      ? tv('repair.i1')
      : problem === 'mismatch'
        ? tv('user.user66')
        : t('passwordHint');
  return (
    <p
      role="alert"
      data-testid="login-problem"
      className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-800"
    >
      {text}
    </p>
  );
}

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

function CodeField({
  shared,
  scene,
  code,
  setCode,
  onProblem,
}: {
  shared: SharedFields;
  scene: CodeScene;
  code: string;
  setCode: (value: string) => void;
  onProblem: (problem: LoginFormProblem | null) => void;
}) {
  const { t } = useTranslation('account');
  const { t: tv } = useTranslation('validation');
  const settings = useSystemSettings();
  const getCode = useGetCodeMutation();
  const mobile = shared.mobile.trim();

  const hasMobile = () => {
    // Getting a code needs a mobile number (spec §5).
    onProblem(mobile ? null : 'fill');
    return Boolean(mobile);
  };
  const sendCode = async () => {
    const { msg } = await getCode.mutateAsync({
      mobile,
      country_code: shared.countryCode,
      scene,
    });
    showToast(msg || tv('success.codeSent'), { kind: 'success' });
  };

  const outboxUrl = `/api/Dev/smsOutbox?${new URLSearchParams({
    mobile,
    country_code: String(shared.countryCode),
  }).toString()}`;

  return (
    <div className="flex flex-col gap-1">
      <div className="flex items-end gap-2">
        <div className="flex-1">
          <TextField
            label={t('field.code')}
            placeholder={t('field.codePlaceholder')}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            value={code}
            onChange={(event) => setCode(event.target.value)}
            data-testid="login-code"
          />
        </div>
        <SendCodeButton send={sendCode} canSend={hasMobile} />
      </div>
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

function FormShell({
  onSubmit,
  problem,
  children,
  testId,
}: {
  onSubmit: () => void;
  problem: LoginFormProblem | null;
  children: ReactNode;
  testId: string;
}) {
  return (
    <form
      noValidate
      data-testid={testId}
      className="flex flex-col gap-3"
      onSubmit={(event: FormEvent<HTMLFormElement>) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      {children}
      <ProblemMessage problem={problem} />
    </form>
  );
}

function CodeLoginForm({ shared, onLoggedIn }: { shared: SharedFields; onLoggedIn?: () => void }) {
  const { t } = useTranslation('account');
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<LoginFormProblem | null>(null);
  const login = useLoginMutation();
  const finish = useFinishLogin(onLoggedIn);
  const guard = useSubmitGuard();

  const submit = () =>
    guard.run(async () => {
      const found = validateCodeLogin({ mobile: shared.mobile, code });
      setProblem(found);
      if (found) return;
      const result = await login.mutateAsync({
        mobile: shared.mobile.trim(),
        country_code: shared.countryCode,
        code: code.trim(),
        device_type: DEVICE_TYPE,
      });
      await finish(result);
    });

  return (
    <FormShell testId="code-login-form" problem={problem} onSubmit={() => void submit()}>
      <MobileFields shared={shared} />
      <CodeField
        shared={shared}
        scene="login"
        code={code}
        setCode={setCode}
        onProblem={setProblem}
      />
      <Button type="submit" loading={guard.busy} data-testid="login-submit">
        {t('submit.login')}
      </Button>
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
  const [problem, setProblem] = useState<LoginFormProblem | null>(null);
  const login = useLoginMutation();
  const finish = useFinishLogin(onLoggedIn);
  const guard = useSubmitGuard();

  const submit = () =>
    guard.run(async () => {
      const found = validatePasswordLogin({ account: shared.mobile, password });
      setProblem(found);
      if (found) return;
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
    });

  return (
    <FormShell testId="password-login-form" problem={problem} onSubmit={() => void submit()}>
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
      <Button type="submit" loading={guard.busy} data-testid="login-submit">
        {t('submit.login')}
      </Button>
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
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [repassword, setRepassword] = useState('');
  const [invite, setInvite] = useState(
    () => new URLSearchParams(location.search).get('shareCode') ?? '',
  );
  const [problem, setProblem] = useState<LoginFormProblem | null>(null);
  const register = useRegisterMutation();
  const reset = useResetPasswordMutation();
  const guard = useSubmitGuard();

  const submit = () =>
    guard.run(async () => {
      const found = validateNewPassword({ mobile: shared.mobile, code, password, repassword });
      setProblem(found);
      if (found) return;
      const base = {
        mobile: shared.mobile.trim(),
        country_code: shared.countryCode,
        code: code.trim(),
        password,
        repassword,
      };
      if (scene === 'register') {
        await onDone(
          await register.mutateAsync({
            ...base,
            ...(invite.trim() ? { invite: invite.trim() } : {}),
            device_type: DEVICE_TYPE,
          }),
        );
      } else {
        await onDone(await reset.mutateAsync(base));
      }
    });

  return (
    <FormShell
      testId={scene === 'register' ? 'register-form' : 'reset-form'}
      problem={problem}
      onSubmit={() => void submit()}
    >
      <MobileFields shared={shared} />
      <CodeField
        shared={shared}
        scene={scene}
        code={code}
        setCode={setCode}
        onProblem={setProblem}
      />
      <PasswordField
        placeholder={t('field.passwordPlaceholder')}
        label={scene === 'register' ? t('field.password') : t('field.newPassword')}
        value={password}
        onChange={setPassword}
        testId="login-password"
        hint={t('passwordHint')}
        autoComplete="new-password"
      />
      <PasswordField
        placeholder={t('field.passwordPlaceholder')}
        label={t('field.repassword')}
        value={repassword}
        onChange={setRepassword}
        testId="login-repassword"
        autoComplete="new-password"
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
      <Button type="submit" loading={guard.busy} data-testid="login-submit">
        {scene === 'register' ? t('submit.register') : t('submit.reset')}
      </Button>
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
