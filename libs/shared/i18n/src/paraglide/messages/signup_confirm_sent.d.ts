/**
* | output |
* | --- |
* | "We sent a confirmation link to {email}. Open it to activate your account; it signs you in and takes you to your dashboard." |
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
