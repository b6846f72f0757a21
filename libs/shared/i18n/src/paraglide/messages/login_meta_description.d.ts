/**
* | output |
* | --- |
* | "Sign in to your account to follow your referrals and manage your settings." |
*
* @param {Login_Meta_DescriptionInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const login_meta_description: ((inputs?: Login_Meta_DescriptionInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Login_Meta_DescriptionInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Login_Meta_DescriptionInputs = {};
