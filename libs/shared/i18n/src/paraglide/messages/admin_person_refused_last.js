/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Person_Refused_LastInputs */

const en_admin_person_refused_last = /** @type {(inputs: Admin_Person_Refused_LastInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This is the last staff member: make someone else staff first.`)
};

/**
* | output |
* | --- |
* | "This is the last staff member: make someone else staff first." |
*
* @param {Admin_Person_Refused_LastInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const admin_person_refused_last = /** @type {((inputs?: Admin_Person_Refused_LastInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Person_Refused_LastInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_admin_person_refused_last(inputs)
});