// Command page-offset reads ?page_size=10&page_number=3 with request.NewPageRequestFromHTTP and
// prints the offset it computes: 20 up to v2.1.5; 0 from v2.1.6, which always sets Offset (to
// the offset parameter, 0 when there is none), so ComputeOffset no longer uses page_number.
package main

import (
	"fmt"
	"net/http/httptest"

	"github.com/infraboard/mcube/v2/http/request"
)

func main() {
	page := request.NewPageRequestFromHTTP(httptest.NewRequest("GET", "/books?page_size=10&page_number=3", nil))
	fmt.Println("offset:", page.ComputeOffset())
}
