/**
* | output |
* | --- |
* | "To confirm it's you, we've emailed a verification code to {email}. Enter it below." |
*
* @param {Password_Code_SentInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const password_code_sent: ((inputs: Password_Code_SentInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Password_Code_SentInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Password_Code_SentInputs = {
    email: NonNullable<unknown>;
};
