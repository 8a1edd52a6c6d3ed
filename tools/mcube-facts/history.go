package main

func runHistory(src source) error { return nil }
