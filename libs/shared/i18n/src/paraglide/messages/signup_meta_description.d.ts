/**
* | output |
* | --- |
* | "Create an account to refer friends to the firm and follow your referral rewards." |
*
* @param {Signup_Meta_DescriptionInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const signup_meta_description: ((inputs?: Signup_Meta_DescriptionInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Signup_Meta_DescriptionInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Signup_Meta_DescriptionInputs = {};
