/**
* | output |
* | --- |
* | "Already have an account? {link}" |
*
* @param {Signup_Have_AccountInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const signup_have_account: ((inputs: Signup_Have_AccountInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Signup_Have_AccountInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Signup_Have_AccountInputs = {
    link: NonNullable<unknown>;
};
