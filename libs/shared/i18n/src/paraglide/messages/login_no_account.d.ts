/**
* | output |
* | --- |
* | "Don't have an account? {link}" |
*
* @param {Login_No_AccountInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const login_no_account: ((inputs: Login_No_AccountInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Login_No_AccountInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Login_No_AccountInputs = {
    link: NonNullable<unknown>;
};
