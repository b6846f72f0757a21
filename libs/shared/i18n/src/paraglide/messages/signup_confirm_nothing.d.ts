/**
* | output |
* | --- |
* | "Nothing there after a few minutes? Check your spam folder, or sign up again with the right address." |
*
* @param {Signup_Confirm_NothingInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const signup_confirm_nothing: ((inputs?: Signup_Confirm_NothingInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Signup_Confirm_NothingInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Signup_Confirm_NothingInputs = {};
