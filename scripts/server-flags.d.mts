/** Node flags the portal runs with (see server-flags.mjs). */
export declare const serverNodeFlags: string[];
