package i18n

import (
	"strconv"
	"strings"
)

// englishMonths are the rules' short month names (campaign.MonthName:
// "Dec 1939"), for the reasons that name a month ("victory points for Dec
// 1939" [31.03]).
var englishMonths = [12]string{"Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"}

// monthFromEnglish is a month the rules write in English ("Dec 1939") as
// MonthShort writes it in l ("dic 1939"); "" when s is not a month.
func (l Lang) monthFromEnglish(s string) string {
	name, year, ok := strings.Cut(s, " ")
	if !ok || len(year) != 4 {
		return ""
	}
	y, err := strconv.Atoi(year)
	if err != nil {
		return ""
	}
	for i, m := range englishMonths {
		if m == name {
			return l.T("month.short."+strconv.Itoa(i+1)) + " " + strconv.Itoa(y)
		}
	}
	return ""
}
