import { NOT_FOUND_ALERT_MS } from '@inmo/contracts';
import { useIsFetching, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useEffectEvent, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { propertyPath } from '~/config/paths';
import { propertyQueryOptions } from '~/lib/get-property';

export interface CodeLookup {
  /** The code of the last lookup that found nothing, while its alert is shown (1.5 s). */
  missingCode: string | null;
  searching: boolean;
  /** For the alert to call once it is on screen: its 1.5 s count from then, not from the lookup's answer. */
  alertShown: () => void;
}

/**
 * Spec §2: with `?codigo=` in the address the property is looked up; found goes to its detail page,
 * not found (or a failed lookup) shows 'No se encontró el inmueble: {codigo}' for 1.5 s and clears
 * the query.
 */
export function useCodeLookup(code: string | null, clearCode: () => void): CodeLookup {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [missingCode, setMissingCode] = useState<string | null>(null);
  // Whether an alert has been on screen yet: the first one waits for its code, the ones after show at once.
  const [shown, setShown] = useState(false);
  const fetching = useIsFetching({ queryKey: propertyQueryOptions(code ?? '').queryKey });

  const onFound = useEffectEvent((foundCode: string) => {
    // Replace: Back from the detail returns to the search, not to a lookup that would jump again.
    void navigate(propertyPath(foundCode), { replace: true });
  });
  const onMissing = useEffectEvent((missing: string) => {
    setMissingCode(missing);
    clearCode();
  });

  // Runs once per code: the address changing for other reasons does not look it up again.
  useEffect(() => {
    if (code === null) return;
    let current = true;
    queryClient.fetchQuery(propertyQueryOptions(code)).then(
      (property) => {
        if (current) onFound(property.code);
      },
      () => {
        if (current) onMissing(code);
      },
    );
    return () => {
      current = false;
    };
  }, [code, queryClient]);

  // From when the alert shows: on a slow phone its code can take longer than 1.5 s to arrive.
  useEffect(() => {
    if (missingCode === null || !shown) return;
    const timer = window.setTimeout(() => setMissingCode(null), NOT_FOUND_ALERT_MS);
    return () => window.clearTimeout(timer);
  }, [missingCode, shown]);
  const alertShown = useCallback(() => setShown(true), []);

  const searching = code !== null && fetching > 0;
  // Kept while nothing in it changes: the search page's results part takes it as a prop before it hydrates.
  return useMemo(() => ({ missingCode, searching, alertShown }), [missingCode, searching, alertShown]);
}
