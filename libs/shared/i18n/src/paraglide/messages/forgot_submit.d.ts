/**
* | output |
* | --- |
* | "Send Reset Link" |
*
* @param {Forgot_SubmitInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const forgot_submit: ((inputs?: Forgot_SubmitInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Forgot_SubmitInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Forgot_SubmitInputs = {};
