// Command rest-client-probe makes the calls the REST client page warns about, against the
// server whose address it is given: ParamBindJson with a map and with a nil pointer, and a
// group and a clone of one client. The server sees the requests; the panics and the time the
// clone waited for the shared rate limiter are printed, one JSON object per line.
package main

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"os"
	"time"

	"github.com/infraboard/mcube/v2/client/rest"
)

type listRequest struct {
	Warehouse string `json:"warehouse"`
}

func report(name string, value any) {
	line, _ := json.Marshal(map[string]any{"case": name, "result": value})
	fmt.Println(string(line))
}

// panicOf runs f and returns what it panicked with, or "" when it returned.
func panicOf(f func()) (message string) {
	defer func() {
		if r := recover(); r != nil {
			message = fmt.Sprint(r)
		}
	}()
	f()
	return ""
}

func cookie(name string) *http.Cookie { return &http.Cookie{Name: name, Value: "1"} }

func main() {
	ctx := context.Background()
	client := func() *rest.RESTClient { return rest.NewRESTClient().SetBaseURL(os.Args[1]) }

	// A map by value adds no parameter; a pointer to it panics, and so does a nil pointer.
	m := map[string]string{"warehouse": "north"}
	client().Get("map-by-value").ParamBindJson(m).Do(ctx)
	report("map-pointer", panicOf(func() { client().Get("map-pointer").ParamBindJson(&m) }))
	report("nil-pointer", panicOf(func() { client().Get("nil-pointer").ParamBindJson((*listRequest)(nil)) }))

	// One token per half second, one at most: the clone's call waits for the parent's token.
	parent := client().SetCookie(cookie("parent")).SetRequestRate(2, 1)
	group := parent.Group("group")
	clone := parent.Clone()
	group.SetHeader("X-Set-On-Group", "yes").SetCookie(cookie("group"))
	clone.SetCookie(cookie("clone"))
	parent.SetCookie(cookie("parent-later"))
	parent.Get("parent").Do(ctx)
	group.Get("").Do(ctx)
	started := time.Now()
	clone.Get("clone").Do(ctx)
	report("clone-waited-ms", time.Since(started).Milliseconds())

	// Three cookies leave spare room in the slice the group starts with: the first cookie added
	// after Group, on either side, goes there, and the other side's next cookie overwrites it.
	// Group first: the group sends the parent's later cookie instead of its own.
	spare := client().SetCookie(cookie("a")).SetCookie(cookie("b")).SetCookie(cookie("c"))
	sharing := spare.Group("spare")
	sharing.SetCookie(cookie("group"))
	spare.SetCookie(cookie("parent-later"))
	sharing.Get("").Do(ctx)
	spare.Get("spare-parent").Do(ctx)

	// Parent first: the parent sends the group's cookie instead of its own.
	parentFirst := client().SetCookie(cookie("a")).SetCookie(cookie("b")).SetCookie(cookie("c"))
	groupSecond := parentFirst.Group("parent-first-group")
	parentFirst.SetCookie(cookie("parent-later"))
	groupSecond.SetCookie(cookie("group"))
	parentFirst.Get("parent-first").Do(ctx)
	groupSecond.Get("").Do(ctx)
}
