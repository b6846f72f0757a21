// SQL pieces the retention migrations share (engagements, signatures): the same PL/pgSQL, written once.

/**
 * A trigger function that refuses its statement: `raise` is RAISE EXCEPTION's format and arguments (e.g.
 * `'% refused', TG_OP`); the error is insufficient_privilege.
 */
export function refusingTriggerFunction(name: string, raise: string): string {
  return `
      CREATE FUNCTION ${name}() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        RAISE EXCEPTION ${raise} USING ERRCODE = 'insufficient_privilege';
      END
      $$`;
}

/**
 * The end of a BEFORE DELETE trigger function that has set `retain` (the row's keep-until time, NULL while it must be
 * kept): refuses the delete with `raise` (RAISE EXCEPTION's format and arguments) until then, else lets it go.
 */
export function refuseUntilRetained(raise: string): string {
  return `
        IF retain IS NULL OR retain > now() THEN
          RAISE EXCEPTION ${raise}
            USING ERRCODE = 'insufficient_privilege';
        END IF;
        RETURN OLD;
      END
      $$`;
}
