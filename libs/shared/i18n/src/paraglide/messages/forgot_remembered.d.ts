/**
* | output |
* | --- |
* | "Remembered it? {link}" |
*
* @param {Forgot_RememberedInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const forgot_remembered: ((inputs: Forgot_RememberedInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Forgot_RememberedInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Forgot_RememberedInputs = {
    link: NonNullable<unknown>;
};
