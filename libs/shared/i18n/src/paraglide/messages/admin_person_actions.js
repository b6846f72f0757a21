/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Person_ActionsInputs */

const en_admin_person_actions = /** @type {(inputs: Admin_Person_ActionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Role and sessions`)
};

/**
* | output |
* | --- |
* | "Role and sessions" |
*
* @param {Admin_Person_ActionsInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const admin_person_actions = /** @type {((inputs?: Admin_Person_ActionsInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Person_ActionsInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_admin_person_actions(inputs)
});