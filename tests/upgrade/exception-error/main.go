// Command exception-error prints Error() of exception.NewNotFound("greeting %s", "g-1"): the
// message alone up to v2.0.28, the reason and the message ("<reason>: <message>") from v2.0.29.
package main

import (
	"fmt"

	"github.com/infraboard/mcube/v2/exception"
)

func main() {
	fmt.Println(exception.NewNotFound("greeting %s", "g-1").Error())
}
