/**
* | output |
* | --- |
* | "We sent an email to {email}. If the address is new to us, it holds a link that activates your account and signs you in. If the address already has an account..." |
*
* @param {Signup_Confirm_SentInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const signup_confirm_sent: ((inputs: Signup_Confirm_SentInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Signup_Confirm_SentInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Signup_Confirm_SentInputs = {
    email: NonNullable<unknown>;
};
