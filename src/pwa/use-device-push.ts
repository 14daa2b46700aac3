import { useCallback, useEffect, useState } from 'react';
import {
  devicePushState,
  turnOffDevicePush,
  turnOnDevicePush,
  type DevicePushState,
} from './push-device';

/** This device's push state (null while read) and the user's two actions on it. */
export function useDevicePush() {
  const [state, setState] = useState<DevicePushState | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let current = true;
    devicePushState()
      .catch((): DevicePushState => 'unsupported')
      .then((read) => current && setState(read))
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, []);

  const act = useCallback(async (action: () => Promise<DevicePushState>) => {
    setBusy(true);
    try {
      const next = await action();
      setState(next);
      return next;
    } finally {
      setBusy(false);
    }
  }, []);

  const turnOn = useCallback(() => act(turnOnDevicePush), [act]);
  const turnOff = useCallback(
    () => act(() => turnOffDevicePush({ tellServer: true }).then(() => 'off' as const)),
    [act],
  );
  return { state, busy, turnOn, turnOff };
}
