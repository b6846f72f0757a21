/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Api_Last_Staff_MemberInputs */

const en_error_api_last_staff_member = /** @type {(inputs: Error_Api_Last_Staff_MemberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This is the last member of staff. Give the staff role to someone else first.`)
};

/**
* | output |
* | --- |
* | "This is the last member of staff. Give the staff role to someone else first." |
*
* @param {Error_Api_Last_Staff_MemberInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const error_api_last_staff_member = /** @type {((inputs?: Error_Api_Last_Staff_MemberInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Api_Last_Staff_MemberInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_error_api_last_staff_member(inputs)
});