import { useMutation, type UseMutationOptions, type UseMutationResult } from '@tanstack/react-query';
import { TIMINGS } from '@tradeguild/contracts';
import { isUnauthorizedError } from './api-error';
import { goToLogin } from './navigation';
import { toast, whenToastShown } from './toast-store';

/** The longest the login redirect waits for the toast to reach the screen before going anyway. */
const TOAST_SHOWN_CAP_MS = 3000;

/**
 * Shown once for every mutation that fails because the session ended. The spec's delay counts from
 * when the toast is on screen (its region loads lazily), so a slow device still shows it before the
 * page leaves for login.
 */
export function handleUnauthorized(): void {
  const id = toast({ title: 'Unauthorized', description: 'You are logged out. Logging in again...', variant: 'destructive' });
  void whenToastShown(id, TOAST_SHOWN_CAP_MS).then(() => window.setTimeout(goToLogin, TIMINGS.unauthorizedRedirectMs));
}

/**
 * useMutation with the app-wide 401 rule: a 401 shows the 'Unauthorized' toast and sends the
 * browser to login; the caller's onError runs only for other failures.
 */
export function useAppMutation<TData, TVariables>(
  options: UseMutationOptions<TData, Error, TVariables>,
): UseMutationResult<TData, Error, TVariables> {
  const { onError, ...rest } = options;
  return useMutation<TData, Error, TVariables>({
    ...rest,
    onError: (error, variables, onMutateResult, context) => {
      if (isUnauthorizedError(error)) {
        handleUnauthorized();
        return;
      }
      return onError?.(error, variables, onMutateResult, context);
    },
  });
}
