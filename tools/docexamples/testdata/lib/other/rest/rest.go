// Package rest is the rest package a page means, which its fence names with imports="…".
package rest

type Client struct{ Base string }

func New(base string) *Client { return &Client{Base: base} }
