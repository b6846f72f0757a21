/**
* | output |
* | --- |
* | "Nothing there after a few minutes? Check your spam folder, or {resend}." |
*
* @param {Forgot_NothingInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const forgot_nothing: ((inputs: Forgot_NothingInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Forgot_NothingInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Forgot_NothingInputs = {
    resend: NonNullable<unknown>;
};
